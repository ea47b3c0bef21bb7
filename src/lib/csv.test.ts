import { describe, expect, it } from "vitest";
import { csvField, toCsv } from "./csv.ts";

describe("CSV export", () => {
  it("leaves plain fields as they are", () => {
    expect(csvField("aB3dE6gH-0712")).toBe("aB3dE6gH-0712");
    expect(csvField(50)).toBe("50");
    expect(csvField(-12.5)).toBe("-12.5");
    expect(csvField(true)).toBe("true");
  });

  it("quotes fields with commas, quotes, line breaks or edge spaces, doubling the quotes", () => {
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("cr\rhere")).toBe('"cr\rhere"');
    expect(csvField(" padded ")).toBe('" padded "');
    expect(csvField('"')).toBe('""""');
    expect(csvField("")).toBe("");
  });

  it("defuses text a spreadsheet would run as a formula", () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField("+1")).toBe("'+1");
    expect(csvField("-1+2")).toBe("'-1+2");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("\tx")).toBe("'\tx");
  });

  it("joins fields with commas and rows with CRLF, ending in a line break", () => {
    expect(
      toCsv([
        ["a", "b"],
        ["c,d", 1],
      ]),
    ).toBe('a,b\r\n"c,d",1\r\n');
  });

  it("reads back as the same fields (round trip through a strict parser)", () => {
    const rows = [["plain", 'quo"te', "com,ma", "line\r\nbreak", " space"]];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });
});

/** A minimal RFC 4180 reader, to check that what we write reads back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += c;
  }
  return rows;
}
