import { Modal, TextInput, VisuallyHidden } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router-dom";
import { SearchIcon } from "./search-icon.ts";
import { arrange, type Command, type Group } from "./commands.ts";
import { Keys } from "./Keys.tsx";
import { usePaletteCommands } from "./use-palette-commands.ts";
import classes from "./Palette.module.css";

interface PaletteProps {
  opened: boolean;
  onClose: () => void;
  /** Opens the shortcuts' help (the palette's "Keyboard Shortcuts" action). */
  onHelp: () => void;
}

/**
 * The command palette (issue 25): a dialog holding a WAI-ARIA combobox. The focus stays in the text field while
 * the arrow keys, Home and End move the active result (`aria-activedescendant`), Enter opens or runs it and
 * Escape closes; results are options in labelled groups. A full-screen sheet on phones.
 */
export default function Palette({ opened, onClose, onHelp }: PaletteProps) {
  const phone = useMediaQuery("(max-width: 36em)", false, { getInitialValueInEffect: false });
  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      size="lg"
      fullScreen={phone}
      yOffset="10dvh"
      // The launcher gives the focus back: the first time, this mounts already open and never saw where it was.
      returnFocus={false}
      transitionProps={{ duration: 120 }}
      classNames={{ content: classes.content }}
    >
      <Modal.Overlay />
      <Modal.Content>
        <PaletteBody onClose={onClose} onHelp={onHelp} />
      </Modal.Content>
    </Modal.Root>
  );
}

/** The id of the option at `index` of the palette whose `useId` is `base`. */
const optionId = (base: string, index: number) => `${base}-option-${index}`;

/** Where the arrow keys, Home and End move the active option (the arrows wrap round). */
function keyMoves(current: number, last: number): Record<string, number> {
  return {
    ArrowDown: current < last ? current + 1 : 0,
    ArrowUp: current > 0 ? current - 1 : last,
    Home: 0,
    End: last,
  };
}

/** Inside the dialog, so that each opening starts from an empty field. */
function PaletteBody({ onClose, onHelp }: Omit<PaletteProps, "opened">) {
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const { commands, recent, remember } = usePaletteCommands(query, onHelp);
  const groups = useMemo(() => arrange(commands, query, recent), [commands, query, recent]);
  const options = groups.flatMap((group) => group.items);
  const current = Math.min(active, options.length - 1);
  const navigate = useNavigate();
  const id = useId();

  useEffect(() => {
    document.getElementById(optionId(id, current))?.scrollIntoView({ block: "nearest" });
  }, [id, current]);

  const choose = (command: Command) => {
    remember(command);
    onClose();
    if (command.to) void navigate(command.to);
    command.run?.();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves = keyMoves(current, options.length - 1);
    if (event.key in moves && options.length > 0) {
      event.preventDefault();
      setActive(moves[event.key]);
    } else if (event.key === "Enter" && !event.nativeEvent.isComposing && options[current]) {
      event.preventDefault();
      choose(options[current]);
    }
  };

  return (
    <>
      <div className={classes.top}>
        <VisuallyHidden>
          <Modal.Title>Search and Commands</Modal.Title>
        </VisuallyHidden>
        <TextInput
          className={classes.field}
          size="md"
          leftSection={<SearchIcon />}
          placeholder="Search or type a node id"
          aria-label="Search pages, clusters, nodes and actions"
          role="combobox"
          aria-expanded={options.length > 0}
          aria-controls={`${id}-list`}
          aria-activedescendant={options.length > 0 ? optionId(id, current) : undefined}
          aria-autocomplete="list"
          autoComplete="off"
          spellCheck={false}
          data-autofocus
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        <Modal.CloseButton aria-label="Close" />
      </div>
      <VisuallyHidden role="status">
        {query.trim() ? `${options.length} ${options.length === 1 ? "result" : "results"}` : ""}
      </VisuallyHidden>
      <PaletteResults
        id={id}
        groups={groups}
        options={options}
        current={current}
        onHover={setActive}
        onChoose={choose}
      />
      {options.length === 0 && <p className={classes.empty}>Nothing matches “{query.trim()}”.</p>}
      <KeysHint />
    </>
  );
}

interface PaletteResultsProps {
  /** The palette's `useId`: the list, group labels and options take their ids from it. */
  id: string;
  groups: Group[];
  /** Every group's items in order: an option's index is its place here. */
  options: Command[];
  current: number;
  onHover: (index: number) => void;
  onChoose: (command: Command) => void;
}

/** The listbox: the results in labelled groups, the active one selected. */
function PaletteResults({ id, groups, options, current, onHover, onChoose }: PaletteResultsProps) {
  return (
    <div id={`${id}-list`} role="listbox" aria-label="Results" className={classes.list}>
      {groups.map((group) => (
        <div key={group.name} role="group" aria-labelledby={`${id}-${group.name}`}>
          <div id={`${id}-${group.name}`} className={classes.groupLabel}>
            {group.name}
          </div>
          {group.items.map((command) => {
            const index = options.indexOf(command);
            return (
              <PaletteOption
                key={command.id}
                id={optionId(id, index)}
                command={command}
                selected={index === current}
                onHover={() => index !== current && onHover(index)}
                onChoose={() => onChoose(command)}
              />
            );
          })}
        </div>
      ))}
    </div>
  );
}

interface PaletteOptionProps {
  id: string;
  command: Command;
  selected: boolean;
  onHover: () => void;
  onChoose: () => void;
}

/** One result: its label and hint, and its shortcut keys if it has any. */
function PaletteOption({ id, command, selected, onHover, onChoose }: PaletteOptionProps) {
  return (
    <div
      id={id}
      role="option"
      aria-selected={selected}
      className={classes.option}
      // The text field keeps the focus: a click chooses without taking it.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={onHover}
      onClick={onChoose}
    >
      <span className={classes.label}>
        <span>{command.label}</span>
        {command.hint && <span className={classes.hint}>{command.hint}</span>}
      </span>
      {command.keys && (
        <span className={classes.keys} aria-hidden="true">
          <Keys keys={command.keys} />
        </span>
      )}
    </div>
  );
}

/** The keys to move, open and close, under the results. */
function KeysHint() {
  return (
    <p className={classes.footer}>
      <Keys keys={["↑", "↓"]} joiner=" / " /> to move, <Keys keys={["Enter"]} /> to open, <Keys keys={["Esc"]} /> to
      close
    </p>
  );
}
