import { createTheme } from "@mantine/core";

// Dark by default with primary blue and secondary orange (spec §1). Shade 8 in light mode keeps
// links and filled buttons above WCAG AA contrast.
export const theme = createTheme({
  primaryColor: "blue",
  primaryShade: { light: 8, dark: 6 },
  other: { secondaryColor: "orange" },
});
