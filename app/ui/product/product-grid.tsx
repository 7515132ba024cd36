import { type ReactNode, useEffect, useRef } from "react";
import type { ProductCardView } from "~/domain/catalog-views";
import type { Language } from "~/domain/language";
import type { MatchState } from "~/domain/match-state";
import { ProductCard } from "./product-card";

export interface ProductGridItem {
  product: ProductCardView;
  match: MatchState;
  /** A line the card shows under its price (a top pick's budget). */
  note?: ReactNode;
}

/**
 * One column on phones, a grid from tablets up. Cards fade in (0.5 s, docs/rules.md) when they
 * mount, so cards added by 'Show More' fade in while the others stay put. When more cards
 * arrive after a keyboard user pressed 'Show More', focus moves to the first new card.
 */
export function ProductGrid(props: { items: ProductGridItem[]; language: Language; headingLevel?: 2 | 3 }) {
  const listRef = useRef<HTMLUListElement>(null);
  const previousCount = useRef(props.items.length);
  const count = props.items.length;

  useEffect(() => {
    const previous = previousCount.current;
    previousCount.current = count;
    if (count <= previous || previous === 0) return;
    const active = document.activeElement;
    const fromShowMore = active === null || active === document.body || active.hasAttribute("data-show-more");
    if (!fromShowMore) return;
    const links = listRef.current?.querySelectorAll<HTMLAnchorElement>("a[data-card-link]");
    links?.[previous]?.focus({ preventScroll: true });
  }, [count]);

  return (
    <ul
      ref={listRef}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-5 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5"
    >
      {props.items.map(({ product, match, note }, index) => (
        <li key={product.id} className="animate-[fade-in_0.5s_ease-out_both]">
          <ProductCard
            product={product}
            match={match}
            note={note}
            language={props.language}
            headingLevel={props.headingLevel}
            priority={index < 2}
          />
        </li>
      ))}
    </ul>
  );
}
