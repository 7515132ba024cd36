import { useEffect, useRef } from "react";

/**
 * The heading of one analysis screen. It takes the focus when it appears (unless it is the
 * first screen of the page), so a screen reader announces the new question and the next Tab
 * reaches its first answer.
 */
export function StepHeading(props: {
  id: string;
  eyebrow?: string;
  title: string;
  hint?: string;
  focusOnMount: boolean;
  describedBy?: string;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { focusOnMount } = props;
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <header>
      {props.eyebrow ? <p className="eyebrow">{props.eyebrow}</p> : null}
      <h1
        ref={ref}
        id={props.id}
        tabIndex={-1}
        aria-describedby={props.describedBy}
        className="mt-1 text-[1.75rem] leading-tight font-bold tracking-tight text-balance focus:outline-none sm:text-4xl"
      >
        {props.title}
      </h1>
      {props.hint ? <p className="mt-3 text-base leading-relaxed text-ink-soft">{props.hint}</p> : null}
    </header>
  );
}
