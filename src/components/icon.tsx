import type { SVGProps } from "react";

// Stroke icons from Tabler-style paths, inlined so no page loads an icon font. The factory is apart from the
// icon sets (icons.tsx and each feature's): a module lives in one chunk, so an icon defined beside code of the
// first load would travel with the first load for whichever screen uses it.
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** A stroke icon from Tabler-style paths; `defaults` sets a family's size and stroke (feature cards, illustrations). */
export function icon(paths: string[], name: string, defaults: { size?: number; strokeWidth?: number } = {}) {
  function Icon({ size = defaults.size ?? 18, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={defaults.strokeWidth ?? 2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}
