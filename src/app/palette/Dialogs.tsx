import Palette from "./Palette.tsx";
import ShortcutHelp from "./ShortcutHelp.tsx";

export type OpenDialog = "palette" | "help" | null;

interface DialogsProps {
  open: OpenDialog;
  onClose: () => void;
  onHelp: () => void;
}

/** The palette and the shortcuts' help; at most one is open. */
export function Dialogs({ open, onClose, onHelp }: DialogsProps) {
  return (
    <>
      <Palette opened={open === "palette"} onClose={onClose} onHelp={onHelp} />
      <ShortcutHelp opened={open === "help"} onClose={onClose} />
    </>
  );
}
