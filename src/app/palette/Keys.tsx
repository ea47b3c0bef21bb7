import { Kbd } from "@mantine/core";
import { Fragment } from "react";

/** A shortcut's keys, a sequence by default (`g` then `d`); `joiner` " + " for a chord (Ctrl + K). */
export function Keys({ keys, joiner = " then " }: { keys: readonly string[]; joiner?: string }) {
  return (
    <span>
      {keys.map((key, i) => (
        <Fragment key={key}>
          {i > 0 && joiner}
          <Kbd size="xs">{key}</Kbd>
        </Fragment>
      ))}
    </span>
  );
}
