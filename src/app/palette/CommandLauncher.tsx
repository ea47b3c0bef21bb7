import { lazy, Suspense, useEffect, useEffectEvent, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import ui from "../../components/ui/ui.module.css";
import type { OpenDialog } from "./Dialogs.tsx";
import { SearchIcon } from "./search-icon.ts";

// Part of the first load, so kept to a button and a key listener: the palette, the help dialog and the
// shortcuts' own logic are one chunk loaded on first use (issue 25).
const load = () => import("./load-on-demand.ts").then((m) => m.loadOnDemand());
const Dialogs = lazy(() => load().then((m) => ({ default: m.Dialogs })));

/** Where a key goes when it is typed into a field, not meant as a shortcut. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The navbar's "Search and commands" button and the keyboard: Ctrl+K or ⌘K (anywhere) opens the palette; the
 * single-key shortcuts (`g d`, `g n`, `g c`, `n`, `/`, `?`) load their code on the first press, and never fire
 * while typing or with a modifier.
 */
export function CommandLauncher() {
  const navigate = useNavigate();
  const location = useLocation();
  // undefined until a dialog is first asked for (its code is not loaded), then null while none is open.
  const [open, setOpen] = useState<OpenDialog>();
  const back = useRef<Element>(null);
  const keys = useRef<ReturnType<typeof load>>(null);

  const show = (dialog: OpenDialog) => {
    // Going from one dialog to the other keeps the place the first was opened from.
    if (!open) back.current = document.activeElement;
    setOpen(dialog);
  };
  const close = () => {
    setOpen(null);
    // A dialog mounts already open the first time, so it never saw where the focus was: it goes back here.
    (back.current as HTMLElement | null)?.focus?.();
  };

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
      event.preventDefault();
      return open === "palette" ? close() : show("palette");
    }
    if (event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
    // Once loaded, every key goes there (the second key of `g d`); before, only those that start a shortcut.
    if (keys.current || "gn/?".includes(event.key))
      void (keys.current ??= load()).then((m) => m.press(event, { navigate, location, help: () => show("help") }));
  });
  useEffect(() => {
    addEventListener("keydown", onKeyDown);
    return () => removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <>
      <button
        type="button"
        className={`${ui.iconButton} mantine-focus-auto`}
        aria-label="Search and commands"
        aria-keyshortcuts="Control+K Meta+K"
        title="Search and commands (Ctrl K)"
        onClick={() => show("palette")}
        // Its code starts loading when the pointer or the focus comes to the button.
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
      >
        <SearchIcon />
      </button>
      {open !== undefined && (
        <Suspense>
          <Dialogs open={open} onClose={close} onHelp={() => show("help")} />
        </Suspense>
      )}
    </>
  );
}
