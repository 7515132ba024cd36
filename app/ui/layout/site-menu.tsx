import Menu from "lucide-react/icons/menu";
import { useRef, useState } from "react";
import { useTranslation } from "~/i18n/i18n-provider";
import { useLocation } from "react-router";
import type { Language } from "~/domain/language";
import type { PublicSettings } from "~/adapters/web/load-context";
import { onDemand } from "~/ui/on-demand";
import { useHydrated } from "~/ui/use-client";
import { useOnDemandComponent } from "~/ui/use-on-demand-component";
import { iconButtonClass } from "~/ui/kit/button-variants";

/** Id of the plain navigation in the footer: where the menu button leads without JavaScript. */
export const siteNavId = "site-nav";

const loadMenuDialog = onDemand(() => import("./site-menu-dialog"));

/**
 * The header's menu button (docs/screens.md, "Menu"). Without JavaScript it is a link to the
 * same links, listed in the footer. With it, it opens the menu dialog, whose code (Radix Dialog
 * and the menu) is fetched when the button is first pointed at, focused or tapped; should that
 * fetch fail, the button leads to the footer's links as it does without JavaScript.
 */
export function SiteMenu(props: { language: Language; settings: PublicSettings | undefined; signedIn: boolean }) {
  const { t } = useTranslation("common");
  const hydrated = useHydrated();
  const location = useLocation();
  const menuButton = useRef<HTMLButtonElement>(null);
  const { Component: MenuDialog, show: showMenu, preload } = useOnDemandComponent(loadMenuDialog);
  // Open on the page it was opened on: it closes when the page a link asked for has arrived,
  // not when the link is tapped.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;

  if (!hydrated) {
    return (
      <a href={`#${siteNavId}`} className={iconButtonClass} aria-label={t("header.openMenu")}>
        <Menu aria-hidden="true" size={24} strokeWidth={1.75} />
      </a>
    );
  }

  const openMenu = () => {
    const openedOn = location.key;
    showMenu(
      () => setOpenOn(openedOn),
      (error: unknown) => {
        console.error("The menu could not be loaded; showing the footer's links instead", error);
        window.location.hash = siteNavId;
      },
    );
  };

  return (
    <>
      <button
        ref={menuButton}
        type="button"
        className={iconButtonClass}
        aria-label={t("header.openMenu")}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={openMenu}
      >
        <Menu aria-hidden="true" size={24} strokeWidth={1.75} />
      </button>
      {MenuDialog ? (
        <MenuDialog
          language={props.language}
          settings={props.settings}
          signedIn={props.signedIn}
          open={open}
          onClose={() => setOpenOn(null)}
          menuButton={menuButton}
        />
      ) : null}
    </>
  );
}
