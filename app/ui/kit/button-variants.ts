import { cva, type VariantProps } from "class-variance-authority";

/**
 * The button's looks (docs/ui-kit.md): each variant is a short class written once in app/app.css,
 * so a page's JavaScript and HTML carry `button button-primary button-lg` rather than the
 * utilities (ADR 0030).
 */
export const buttonVariants = cva("button", {
  variants: {
    tone: {
      /** The page's one main action: accent fill. */
      primary: "button-primary",
      /** A main action on the accent or sand bands, and the empty states' way on. */
      ink: "button-ink",
      /** The main action on an ink band. */
      light: "button-light",
      /** A second action beside a primary one, on a card. */
      secondary: "button-secondary",
      /** A second action on the page itself (profile, 404). */
      outline: "button-outline",
      /** A second action on an ink band: a cream frame. */
      "outline-light": "button-outline-light",
      /** An action that deletes: accent frame, accent-soft under the pointer. */
      danger: "button-danger",
      /** An icon or a word in the header: no frame, sand under the pointer. */
      quiet: "button-quiet",
      /** An icon inside a field or a dialog (show the password, close): ink-soft, ink on sand under the pointer. */
      muted: "button-muted",
      /** A second action beside a field it applies (the sort's Apply): an ink frame. */
      "outline-ink": "button-outline-ink",
    },
    size: {
      /** 48 px high, wide padding, 16 px text: the landing's and the analysis's calls to action. */
      lg: "button-lg",
      /** 48 px high. */
      md: "button-md",
      /** 44 px high. */
      sm: "button-sm",
      /** 44 px high, narrow, 14 px text: a word among the header's icons. */
      compact: "button-compact",
      /** A round 44 px icon button. */
      icon: "button-icon",
    },
    /** A slight shadow, for the main button of a form or a step. */
    raised: { true: "shadow-sm" },
    /** A label around a hidden file input (`FileButton`): the input's focus ring and disabled look drawn on the label. */
    file: { true: "button-file" },
    /** Full width; "phone": full width on phones only. */
    wide: { true: "w-full", phone: "w-full sm:w-auto" },
  },
  defaultVariants: { tone: "primary", size: "md" },
});

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;

/** The header's and the menu's round icon button, worked out once for the five that every page draws. */
export const iconButtonClass = buttonVariants({ tone: "quiet", size: "icon" });
