import { describe, expect, it } from "vitest";
import { buildGeneratedVouchers } from "../../test/builders.ts";
import { vouchersCsv } from "./csv.ts";

describe("vouchers CSV", () => {
  it("writes generated vouchers with a header, one row each", () => {
    const vouchers = buildGeneratedVouchers(2);
    expect(vouchersCsv(vouchers)).toBe(
      "code,value_usd,redeemed,created_at,expires_at\r\n" +
        `${vouchers[0].code},50,false,2026-03-14T10:07:12.048213Z,2026-04-13T10:07:12.048213Z\r\n` +
        `${vouchers[1].code},50,false,2026-03-14T10:07:12.049124Z,2026-04-13T10:07:12.049124Z\r\n`,
    );
  });
});
