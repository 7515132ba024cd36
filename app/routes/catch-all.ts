import { redirect } from "react-router";

/** Any path outside a language segment goes to the English home (docs/screens.md). */
export function loader() {
  return redirect("/en");
}
