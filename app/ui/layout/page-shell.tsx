import type { ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";

/** Dims the page while a client navigation to another page loads (the list stays readable). */
export function useLeavingPage(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === "loading" && navigation.location.pathname !== location.pathname;
}

/** The width, padding and leaving-page dimming that every page of the catalogue and the profile share. */
export function PageShell(props: { children: ReactNode; className?: string }) {
  const leaving = useLeavingPage();
  return (
    <div
      aria-busy={leaving || undefined}
      className={`mx-auto w-full max-w-6xl px-4 pt-6 pb-16 transition-opacity duration-200 sm:px-6 sm:pt-10 lg:px-8 ${leaving ? "opacity-60" : ""} ${props.className ?? ""}`}
    >
      {props.children}
    </div>
  );
}
