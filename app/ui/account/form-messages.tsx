import { CircleAlert, CircleCheck } from "lucide-react";
import type { ReactNode } from "react";

/** A refusal of the whole form, in red above it (docs/screens.md, "Accounts"), announced when it appears. */
export function FormAlert(props: { children: ReactNode; className?: string }) {
  return (
    <div
      role="alert"
      className={`flex items-start gap-2.5 rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ${props.className ?? ""}`}
    >
      <CircleAlert aria-hidden="true" size={18} className="mt-px shrink-0" />
      <div>{props.children}</div>
    </div>
  );
}

/** Good news about the last step (a changed password, a code sent), in green. */
export function FormNotice(props: { children: ReactNode; className?: string }) {
  return (
    <div
      role="status"
      className={`flex items-start gap-2.5 rounded-2xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900 ${props.className ?? ""}`}
    >
      <CircleCheck aria-hidden="true" size={18} className="mt-px shrink-0" />
      <div>{props.children}</div>
    </div>
  );
}
