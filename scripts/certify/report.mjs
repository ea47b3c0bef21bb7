// The conformance report: one line per operation, then each violation, then the summary line.

/** Counts over the lines; `passed` is what the exit code says. */
export function summarize(lines) {
  const count = (outcome) => lines.filter((line) => line.outcome === outcome).length;
  const violations = lines.reduce((sum, line) => sum + line.violations.length + line.drift.length, 0);
  const summary = {
    operations: lines.length,
    ok: count("ok"),
    withViolations: count("violations"),
    violations,
    skipped: count("skipped"),
    errors: count("error"),
  };
  return { ...summary, passed: summary.violations === 0 && summary.errors === 0 };
}

const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;

function verdict(line) {
  if (line.outcome === "ok") return line.note ? `OK (${line.note})` : "OK";
  if (line.outcome === "violations") return plural(line.violations.length + line.drift.length, "violation");
  return line.note ?? line.outcome;
}

/**
 * The status the server gave; "(Prism)" when Prism answered instead (a request it refused), "(direct)" when
 * the reply was read on the server itself (the event stream; a reply Prism replaced with its 500).
 */
function statusText(line) {
  if (line.status === null) return "-";
  if (line.answeredBy === "prism") return `${line.status} (Prism)`;
  return line.via === "direct" ? `${line.status} (direct)` : String(line.status);
}

/** The status with what Prism made of the reply, for the violation list. */
function statusDetail(line) {
  if (!line.prismStatus) return statusText(line);
  const prism = line.violations.filter((v) => v.source === "prism").length;
  return `${line.status ?? "-"} (direct; Prism: ${line.prismStatus}, ${plural(prism, "violation")})`;
}

/** The operation lines, as aligned columns. */
function table(lines) {
  const rows = lines.map((line) => [line.operationId, line.method, line.path, statusText(line), verdict(line)]);
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((row) => row[i].length)));
  return rows.map((row) => row.map((cell, i) => (i < 4 ? cell.padEnd(widths[i]) : cell)).join("  "));
}

/** Each operation with findings: where (the request it sent) and every violation and SDK drift report. */
function details(lines) {
  const out = [];
  for (const line of lines.filter((l) => l.violations.length + l.drift.length > 0)) {
    out.push(`${line.operationId}: ${line.method} ${line.url ?? line.path} -> ${statusDetail(line)}`);
    for (const v of line.violations) {
      const severity = v.severity === "Error" ? "" : ` [${v.severity.toLowerCase()}]`;
      out.push(`  ✖ ${v.location || "(reply)"}: ${v.message}${severity} (${v.source})`);
    }
    for (const d of line.drift) out.push(`  ✖ ${d.path}: expected ${d.expected}, got ${d.got} (SDK drift)`);
  }
  return out;
}

/** The summary line; the last line of the text report. */
export function summaryLine(summary, api) {
  const word = summary.passed ? "PASS" : "FAIL";
  const parts = [
    plural(summary.violations, "contract violation"),
    `${summary.ok} OK`,
    `${summary.withViolations} with violations`,
    `${summary.skipped} skipped`,
    plural(summary.errors, "error"),
  ];
  return `certify: ${word}: ${parts.join(", ")} (${plural(summary.operations, "operation")}, ${api})`;
}

/** The whole text report. */
export function textReport({ api, mode, session, lines }) {
  const summary = summarize(lines);
  const who = session.email
    ? `${session.email}${session.signedIn ? (session.admin ? " (admin)" : " (not an admin)") : " (sign-in failed)"}`
    : "no account: public reads only";
  const findings = details(lines);
  return [
    `Certifying ${api} against the contract (${mode}); ${who}`,
    "",
    ...table(lines),
    "",
    ...(findings.length ? ["Violations:", ...findings, ""] : []),
    summaryLine(summary, api),
  ].join("\n");
}

/** The same report for scripts. */
export function jsonReport({ api, mode, session, lines }) {
  return JSON.stringify({ api, mode, session, summary: summarize(lines), operations: lines }, null, 2);
}
