import { type ReactNode, useEffect, useRef } from "react";

interface StepHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  hint?: string;
  focusOnMount: boolean;
  describedBy?: string;
}

/**
 * The heading of one analysis screen. It takes the focus when it appears (unless it is the
 * first screen of the page), so a screen reader announces the new question and the next Tab
 * reaches its first answer.
 */
export function StepHeading(props: StepHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { focusOnMount } = props;
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <header>
      {props.eyebrow ? <p className="eyebrow">{props.eyebrow}</p> : null}
      <h1 ref={ref} id={props.id} tabIndex={-1} aria-describedby={props.describedBy} className="step-title mt-1">
        {props.title}
      </h1>
      {props.hint ? <p className="mt-3 text-base leading-relaxed text-ink-soft">{props.hint}</p> : null}
    </header>
  );
}

/** A question's or the summary's screen: a section named by its heading, so it is a region a screen reader lists. */
export function StepSection(props: StepHeadingProps & { children: ReactNode }) {
  const { children, ...heading } = props;
  return (
    <section aria-labelledby={heading.id}>
      <StepHeading {...heading} />
      {children}
    </section>
  );
}
