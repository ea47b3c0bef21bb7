import { createTheme, type CSSVariablesResolver, type MantineColorScheme } from "@mantine/core";

/** Dark unless the visitor chose otherwise (product-rules §1); also what the prerendered HTML assumes. */
export const defaultColorScheme: MantineColorScheme = "dark";

// Dark by default with primary blue and secondary orange (product-rules §1). Shade 8 keeps white text on
// filled buttons, and links, above WCAG AA contrast in both schemes.
export const theme = createTheme({
  primaryColor: "blue",
  primaryShade: { light: 8, dark: 8 },
  other: { secondaryColor: "orange" },
  components: {
    // A dropdown the user opened (the bell, the account menu, a select) goes above toasts, which Mantine
    // draws at its overlay level (400).
    // A plain object, not Popover.extend: importing Popover here would pull it into the first load.
    Popover: { defaultProps: { zIndex: 401 } },
    // Mantine puts an empty role="presentation" focus placeholder inside role="menu", which a menu may not
    // hold (axe: aria-required-children). Without it, opening a menu focuses its first item.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A Loader is a <span>: its aria-label ("Loading invoices") is only allowed, and announced, with a role.
    Loader: { defaultProps: { role: "status" } },
  },
});

// Mantine's default "dimmed" text is below 4.5:1 on both schemes (#828282 on #242424 is 4.03:1), and
// its dark error red (red.8) is about 3:1 on the dark surface. In the light scheme the text of "light"
// variants (badges, alerts) is shade 9 on shade 1: green is 3.8:1 and yellow 2.5:1, too faint for a 9-11 px
// badge; a third darker, every colour reaches 4.5:1. The light error red (red.6, 3.3:1 on white) that field
// errors are written in becomes red.9 (5.5:1).
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": t.colors.gray[7],
    "--mantine-color-error": t.colors.red[9],
    ...Object.fromEntries(
      Object.keys(t.colors).map((name) => [
        `--mantine-color-${name}-light-color`,
        `color-mix(in srgb, var(--mantine-color-${name}-9) 65%, #000)`,
      ]),
    ),
  },
  dark: { "--mantine-color-dimmed": t.colors.dark[1], "--mantine-color-error": t.colors.red[4] },
});
