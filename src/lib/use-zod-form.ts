import { useForm, type FieldValues, type Resolver, type UseFormProps } from "react-hook-form";
import type { z } from "zod";

/**
 * A form's Zod schema, or a function that loads it. A page visitors land on (sign-in, sign-up) passes the
 * loader: Zod then loads when the form first checks a field, not with the page, where evaluating it was one of
 * the longest tasks of the page's start on a slow phone.
 */
export type FormSchema<Output, Input> = z.ZodType<Output, Input> | (() => Promise<z.ZodType<Output, Input>>);

/**
 * A react-hook-form form checked by a Zod schema, as every form of the console is: the typed values are the
 * schema's input, the submitted ones its output, and a field is checked once it has been left (`onTouched`).
 */
export function useZodForm<Input extends FieldValues, Output>(
  schema: FormSchema<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, "resolver" | "mode">,
) {
  return useForm<Input, unknown, Output>({ ...options, resolver: resolverOf(schema), mode: "onTouched" });
}

// The resolver's code imports Zod's core: it loads with the first check of any form.
let resolvers: Promise<typeof import("@hookform/resolvers/zod")> | undefined;

function resolverOf<Input extends FieldValues, Output>(
  schema: FormSchema<Output, Input>,
): Resolver<Input, unknown, Output> {
  return async (values, context, options) => {
    const [{ zodResolver }, loaded] = await Promise.all([
      (resolvers ??= import("@hookform/resolvers/zod")),
      typeof schema === "function" ? schema() : schema,
    ]);
    return zodResolver(loaded)(values, context, options);
  };
}
