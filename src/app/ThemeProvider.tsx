import {
  MantineContext,
  MantineThemeProvider,
  localStorageColorSchemeManager,
  useProviderColorScheme,
  type MantineColorScheme,
  type MantineThemeOverride,
} from "@mantine/core";
import { useMemo, useState, type ReactNode } from "react";

const getRootElement = () => document.documentElement;

/**
 * Mantine's provider without the two style tags it writes at run time (the theme's CSS variables and the
 * responsive classes): the build computes both into the first load's stylesheet (scripts/vite/mantine-css.ts),
 * which keeps Mantine's variable resolver and its colour maths out of the first load. The rest is as
 * MantineProvider does it: the theme, and the colour scheme kept in local storage and on `<html>`.
 */
export function ThemeProvider({
  theme,
  defaultColorScheme,
  env,
  children,
}: {
  theme: MantineThemeOverride;
  defaultColorScheme: MantineColorScheme;
  env?: "test";
  children: ReactNode;
}) {
  const [manager] = useState(() => localStorageColorSchemeManager());
  const { colorScheme, setColorScheme, clearColorScheme } = useProviderColorScheme({
    manager,
    defaultColorScheme,
    getRootElement,
    forceColorScheme: undefined,
  });
  const context = useMemo(
    () => ({
      colorScheme,
      setColorScheme,
      clearColorScheme,
      getRootElement,
      classNamesPrefix: "mantine",
      cssVariablesSelector: ":root",
      withStaticClasses: true,
      env,
    }),
    [colorScheme, setColorScheme, clearColorScheme, env],
  );
  return (
    <MantineContext value={context}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
