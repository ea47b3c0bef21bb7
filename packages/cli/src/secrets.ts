// Secrets the backend leaks and the CLI never prints or stores. The SDK already removes the ones the contract
// lists (`x-kubecloud-redact`); this is a second net for whole records a command prints as JSON or YAML.

const leakedKeys = new Set(["password", "code", "mnemonic", "mnemonics", "token", "access_token", "refresh_token"]);

/** A shallow copy of a record without the leaked secret fields. */
export function withoutSecrets<T extends object>(record: T): Partial<T> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !leakedKeys.has(key))) as Partial<T>;
}
