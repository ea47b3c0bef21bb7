import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldValues, type UseFormProps } from "react-hook-form";
import type { z } from "zod";

/**
 * A react-hook-form form checked by a Zod schema, as every form of the console is: the typed values are the
 * schema's input, the submitted ones its output, and a field is checked once it has been left (`onTouched`).
 */
export function useZodForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, "resolver" | "mode">,
) {
  return useForm<Input, unknown, Output>({ ...options, resolver: zodResolver(schema), mode: "onTouched" });
}
