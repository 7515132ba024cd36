import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/i18n-provider";
import { useNavigation } from "react-router";

/** A navigation quicker than this needs no sign; a bar that flashes on every tap would be noise. */
const showAfterMs = 300;

/**
 * A thin bar at the top of the window while a page is on its way and takes longer than a
 * moment (docs/screens.md, "On every page"), so a tap on a slow network is seen to have done
 * something. It names itself to screen readers as a progress bar.
 */
export function NavigationProgress() {
  const { t } = useTranslation("common");
  const navigation = useNavigation();
  // The navigation under way, by the key of the page it goes to; none when idle.
  const pending = navigation.state === "idle" ? null : navigation.location.key;
  const [slow, setSlow] = useState<string | null>(null);
  useEffect(() => {
    if (pending === null) return;
    const timer = setTimeout(() => setSlow(pending), showAfterMs);
    return () => clearTimeout(timer);
  }, [pending]);
  if (pending === null || slow !== pending) return null;
  return (
    <div role="progressbar" aria-label={t("navigationProgress")} className="loading-bar">
      <div className="loading-bar-stripe" />
    </div>
  );
}
