import { redirect } from "react-router";

/** Any path outside a language segment goes to the English home (spec §2). */
export function loader() {
  return redirect("/en");
}
