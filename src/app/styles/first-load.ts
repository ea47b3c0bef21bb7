// Mantine's base layers (reset, CSS variables, global classes): all the first load needs from Mantine's CSS.
// Each component's stylesheet travels with the chunk that renders the component (scripts/vite/mantine-css.ts),
// so a screen loads the CSS of its own components and nothing else.
import "virtual:mantine-styles";
