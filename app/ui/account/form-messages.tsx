import CircleAlert from "lucide-react/icons/circle-exclamation-point";
import CircleCheck from "lucide-react/icons/circle-check";
import type { ReactNode } from "react";

const tones = {
  alert: { role: "alert", Icon: CircleAlert, colours: "border-red-200 bg-red-50 text-red-800" },
  notice: { role: "status", Icon: CircleCheck, colours: "border-emerald-200 bg-emerald-50 text-emerald-900" },
} as const;

interface FormMessageProps {
  children: ReactNode;
  className?: string;
}

function FormMessage({ tone, children, className }: FormMessageProps & { tone: keyof typeof tones }) {
  const { role, Icon, colours } = tones[tone];
  return (
    <div
      role={role}
      className={`flex items-start gap-2.5 rounded-2xl border px-4 py-3 text-sm font-medium ${colours} ${className ?? ""}`}
    >
      <Icon aria-hidden="true" size={18} className="mt-px shrink-0" />
      <div>{children}</div>
    </div>
  );
}

/** A refusal of the whole form, in red above it (docs/screens.md, "Accounts"), announced when it appears. */
export function FormAlert(props: FormMessageProps) {
  return <FormMessage tone="alert" {...props} />;
}

/** Good news about the last step (a changed password, a code sent), in green. */
export function FormNotice(props: FormMessageProps) {
  return <FormMessage tone="notice" {...props} />;
}
