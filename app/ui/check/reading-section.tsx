import type { ReactNode } from "react";

/** A part of a check's reading, named by its heading. */
export function ReadingSection(props: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={props.id} className="border-t border-line py-6">
      <h2 id={props.id} className="text-lg font-semibold">
        {props.title}
      </h2>
      <div className="mt-3">{props.children}</div>
    </section>
  );
}
