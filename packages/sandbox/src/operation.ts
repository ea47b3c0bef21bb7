// How a route module describes one contract operation. The app registers every operation of the
// contract from this table, so a missing handler is a type error and a startup error. Each handler's
// input is typed from the SDK's generated types of its own operation (`paths[path][method]`), so the
// route code reads `input.body.email` with no casts, and a contract change breaks the build here.
import type { OperationId, operations, paths } from "@kubecloud/sdk";
import type { SandboxContext } from "./context.ts";
import type { Ctx } from "./http.ts";
import type { TokenClaims } from "./tokens.ts";
import type { InputFailure } from "./validation.ts";

type Info<Id extends OperationId> = (typeof operations)[Id];
/** The operation's generated type, found through the operation table's method and path literals. */
type OperationOf<Id extends OperationId> = paths[Info<Id>["path"]][Info<Id>["method"]];

type ParamsOf<O, In extends "path" | "query"> = O extends { parameters: { [K in In]?: infer P } }
  ? [NonNullable<P>] extends [never]
    ? Record<string, never>
    : NonNullable<P>
  : Record<string, never>;

/** Multipart: the file fields (format: binary, typed `string[]` by the generator) arrive as File objects. */
type Form<F> = { [K in keyof F]-?: NonNullable<F[K]> extends readonly unknown[] ? File[] : F[K] };
type ContentBody<C> = C extends { "application/json": infer B }
  ? B
  : C extends { "multipart/form-data": infer F }
    ? Form<F>
    : never;
type Body<O> = O extends { requestBody: { content: infer C } }
  ? ContentBody<C>
  : O extends { requestBody?: { content: infer C } }
    ? ContentBody<C> | undefined
    : undefined;

/** User and admin routes run behind the auth middleware, which leaves the token's claims. */
type Auth<Id extends OperationId> = Info<Id>["auth"] extends "user" | "admin" ? TokenClaims : undefined;

export interface Input<Id extends OperationId> {
  /**
   * The path parameters, typed by the contract. A handler whose `invalid` lets a bad one through gets its
   * raw text (only sensible for string parameters).
   */
  path: ParamsOf<OperationOf<Id>, "path">;
  /** The query parameters that were sent and valid (an invalid one that `invalid` lets through is dropped). */
  query: Partial<ParamsOf<OperationOf<Id>, "query">>;
  /** The validated body (JSON), or the form fields and files (multipart); undefined with `ignoreBody`. */
  body: Body<OperationOf<Id>>;
  auth: Auth<Id>;
}

export interface Handler<Id extends OperationId> {
  handle(c: Ctx, input: Input<Id>): Response | Promise<Response>;
  /**
   * The answer to an invalid path parameter, query parameter or body. Return undefined to go on with a
   * bad path or query parameter (the server ignores it); a bad body is always answered, by default with
   * the usual 400 "Invalid request format".
   */
  invalid?(c: Ctx, failure: InputFailure): Response | undefined;
  /** The server reads no body here: do not parse one (only where the contract's body is optional). */
  ignoreBody?: undefined extends Body<OperationOf<Id>> ? boolean : never;
}

export type Handlers = { [Id in OperationId]?: Handler<Id> };
export type HandlerModule = (ctx: SandboxContext) => Handlers;
