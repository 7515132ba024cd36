import * as Dialog from "@radix-ui/react-dialog";
import ExternalLink from "lucide-react/icons/external-link";
import LoaderCircle from "lucide-react/icons/loader-circle";
import Mail from "lucide-react/icons/mail";
import UserRound from "lucide-react/icons/user-round";
import X from "lucide-react/icons/x";
import type { ReactNode, RefObject } from "react";
import { useTranslation } from "~/i18n/i18n-provider";
import { Link, useMatch, useNavigation } from "react-router";
import type { Language } from "~/domain/language";
import type { PublicSettings } from "~/adapters/web/load-context";
import {
  analysisPath,
  checkPath,
  homePath,
  privacyPath,
  profilePath,
  routinePath,
  signInPath,
  signUpPath,
  termsPath,
} from "~/domain/site-paths";
import { type ProductTypeLink, productTypeLinks, skinTypeLinks } from "./site-links";
import { buttonVariants, iconButtonClass } from "~/ui/kit/button-variants";

/**
 * A menu link. It does not close the menu: the menu stays open, and this link shows that its
 * page is on its way, until the page has arrived (docs/screens.md, "Menu"), so a slow network
 * never leaves the visitor on the old page with no sign of the tap.
 */
function MenuLink(props: { to: string; end?: boolean; children: ReactNode; className?: string }) {
  const active = useMatch({ path: decodeURIComponent(props.to), end: props.end ?? false }) !== null;
  const navigation = useNavigation();
  const pending = navigation.state === "loading" && navigation.location.pathname === props.to;
  return (
    <Link
      to={props.to}
      aria-current={active ? "page" : undefined}
      className={`${props.className ?? ""} rounded-lg link-quiet ${active ? "font-semibold text-accent" : ""}`}
    >
      {props.children}
      {pending ? <LoaderCircle aria-hidden="true" size={16} className="ml-2 inline-block animate-spin" /> : null}
    </Link>
  );
}

/** A titled group of the menu's links to lists: the product types, the skin types. */
function MenuLinkSection(props: { id: string; title: string; links: ProductTypeLink[] }) {
  return (
    <section aria-labelledby={props.id}>
      <h2 id={props.id} className="caps text-sm text-ink-soft">
        {props.title}
      </h2>
      <ul className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-lg min-[420px]:grid-cols-2">
        {props.links.map((link) => (
          <li key={link.type}>
            <MenuLink to={link.href} className="inline-block py-1.5">
              {link.title}
            </MenuLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The open menu of docs/screens.md: a full-height overlay, full width on phones and 600 px wide
 * from 600 px screens, fading in over 0.1 s; Radix closes it on Escape, on a click outside and
 * on its close button, and keeps the focus inside while it is open; closed, the focus goes back
 * to the menu button. Its first links are sign-up and sign-in, or 'Your skin profile' when signed
 * in. Its code is fetched on the first tap of the menu button (`SiteMenu`).
 */
export default function SiteMenuDialog(props: {
  language: Language;
  settings: PublicSettings | undefined;
  signedIn: boolean;
  open: boolean;
  onClose: () => void;
  menuButton: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation("common");
  const { language, settings, signedIn } = props;
  const navigation = useNavigation();
  return (
    <Dialog.Root open={props.open} onOpenChange={(opened) => (opened ? undefined : props.onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 animate-[fade-in_0.1s_ease-out] bg-ink/40" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            props.menuButton.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex h-dvh w-full animate-[fade-in_0.1s_ease-out] flex-col overflow-y-auto bg-cream shadow-2xl focus:outline-none min-[600px]:w-[600px]"
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-line px-5">
            <Dialog.Title className="text-lg font-semibold">{t("menu.title")}</Dialog.Title>
            <Dialog.Close className={iconButtonClass} aria-label={t("menu.close")}>
              <X aria-hidden="true" size={24} strokeWidth={1.75} />
            </Dialog.Close>
          </div>
          <nav
            aria-label={t("menu.title")}
            aria-busy={navigation.state === "loading" || undefined}
            className="flex flex-1 flex-col gap-8 px-5 py-6 sm:px-8"
          >
            <div className="flex flex-col gap-3">
              <div className="flex flex-wrap items-center gap-3">
                <Link
                  to={signedIn ? profilePath(language) : signUpPath(language)}
                  className={`${buttonVariants({ tone: "ink", size: "sm" })} gap-3 py-3`}
                >
                  <UserRound aria-hidden="true" size={20} strokeWidth={1.75} />
                  {signedIn ? t("menu.profile") : t("menu.signUp")}
                </Link>
                {signedIn ? null : (
                  <MenuLink to={signInPath(language)} className="inline-flex min-h-11 items-center px-3 font-semibold">
                    {t("menu.signIn")}
                  </MenuLink>
                )}
              </div>
              <ul className="mt-2 flex flex-col gap-1 text-lg">
                <li>
                  <MenuLink to={homePath(language)} end className="inline-block py-1.5">
                    {t("menu.home")}
                  </MenuLink>
                </li>
                <li>
                  <MenuLink to={analysisPath(language)} className="inline-block py-1.5">
                    {t("menu.analysis")}
                  </MenuLink>
                </li>
                <li>
                  <MenuLink to={checkPath(language)} className="inline-block py-1.5">
                    {t("check:nav")}
                  </MenuLink>
                </li>
                {signedIn ? (
                  <li>
                    <MenuLink to={routinePath(language)} className="inline-block py-1.5">
                      {t("routine:profileLink")}
                    </MenuLink>
                  </li>
                ) : null}
              </ul>
            </div>
            <MenuLinkSection
              id="menu-product-types"
              title={t("menu.productTypes")}
              links={productTypeLinks(t, language)}
            />
            <MenuLinkSection id="menu-skin-types" title={t("menu.skinTypes")} links={skinTypeLinks(t, language)} />
            <ul className="mt-auto flex flex-col border-t border-line pt-4">
              {settings ? (
                <li>
                  <a
                    href={`mailto:${settings.contactEmail}`}
                    className="inline-flex min-h-10 items-center gap-2 link-quiet"
                  >
                    <Mail aria-hidden="true" size={18} strokeWidth={1.75} />
                    {t("menu.contact")}
                  </a>
                </li>
              ) : null}
              {settings ? (
                <li>
                  <a
                    href={settings.blogUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-h-10 items-center gap-2 link-quiet"
                  >
                    <ExternalLink aria-hidden="true" size={18} strokeWidth={1.75} />
                    {t("menu.blog")}
                    <span className="sr-only"> {t("newTab")}</span>
                  </a>
                </li>
              ) : null}
              <li>
                <MenuLink to={privacyPath(language)} className="inline-flex min-h-10 items-center">
                  {t("menu.privacy")}
                </MenuLink>
              </li>
              <li>
                <MenuLink to={termsPath(language)} className="inline-flex min-h-10 items-center">
                  {t("menu.terms")}
                </MenuLink>
              </li>
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
