import CircleAlert from "lucide-react/icons/circle-exclamation-point";
import CircleCheck from "lucide-react/icons/circle-check";
import type { ReactNode } from "react";
import { Notice } from "~/ui/kit/notice";

interface FormMessageProps {
  children: ReactNode;
  className?: string;
}

/** A refusal of the whole form, in the error tone above it (docs/screens.md, "Accounts"), announced when it appears. */
export function FormAlert({ className, ...props }: FormMessageProps) {
  return <Notice tone="error" role="alert" icon={CircleAlert} className={`text-sm ${className ?? ""}`} {...props} />;
}

/** Good news about the last step (a changed password, a code sent), in the success tone. */
export function FormNotice({ className, ...props }: FormMessageProps) {
  return <Notice tone="success" role="status" icon={CircleCheck} className={`text-sm ${className ?? ""}`} {...props} />;
}
