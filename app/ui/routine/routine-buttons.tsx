import Check from "lucide-react/icons/check";
import Moon from "lucide-react/icons/moon";
import Sun from "lucide-react/icons/sun";
import { useTranslation } from "~/i18n/i18n-provider";
import { Form, Link, useLocation } from "react-router";
import type { Language } from "~/domain/language";
import type { RoutineSlot } from "~/domain/routine-slots";
import { routinePath, signInPath } from "~/domain/site-paths";
import { PillButton } from "~/ui/kit/pill";

export interface RoutineMembership {
  /** The slots this product may go in (a sunscreen: the morning only). */
  slots: RoutineSlot[];
  morning: boolean;
  evening: boolean;
}

/**
 * The product page's "Add to morning" and "Add to evening" (docs/routine.md): form posts that
 * come back to the page, so they work without JavaScript. Signed out, a link to sign in instead.
 */
export function RoutineButtons(props: { productId: string; language: Language; membership: RoutineMembership | null }) {
  const { t } = useTranslation("routine");
  const location = useLocation();
  const { membership } = props;
  if (membership === null) {
    return (
      <Link to={signInPath(props.language)} className="text-sm text-ink-soft link">
        {t("add.signIn")}
      </Link>
    );
  }
  const inAny = membership.morning || membership.evening;
  return (
    <div>
      <div className="flex flex-wrap gap-2">
        {membership.slots.map((slot) => {
          const inSlot = membership[slot];
          const Icon = inSlot ? Check : slot === "morning" ? Sun : Moon;
          return (
            <Form key={slot} method="post" action={routinePath(props.language)} replace preventScrollReset>
              <input type="hidden" name="intent" value={inSlot ? "remove" : "add"} />
              <input type="hidden" name="slot" value={slot} />
              <input type="hidden" name="productId" value={props.productId} />
              <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
              <PillButton type="submit" on={inSlot} className="font-semibold">
                <Icon aria-hidden="true" size={16} />
                {inSlot
                  ? t(slot === "morning" ? "add.removeMorning" : "add.removeEvening")
                  : t(slot === "morning" ? "add.morning" : "add.evening")}
              </PillButton>
            </Form>
          );
        })}
      </div>
      {membership.slots.length === 1 ? (
        <p className="mt-1.5 text-xs text-ink-soft">{t("add.sunscreenMorningOnly")}</p>
      ) : null}
      {inAny ? (
        <Link to={routinePath(props.language)} className="mt-2 inline-block text-sm font-medium link">
          {t("add.view")}
        </Link>
      ) : null}
    </div>
  );
}
