import type { DefaultValues, FieldValues, Path, RegisterOptions, SubmitHandler } from "react-hook-form";
import { useServerErrors, type FieldTarget } from "./server-errors.ts";
import { useZodForm, type FormSchema } from "./use-zod-form.ts";

/**
 * A form that posts to the server: the Zod-checked form (`useZodForm`) with its server-error half
 * (`useServerErrors`), and the two things every such form does with them.
 */
export function useServerForm<Input extends FieldValues, Output>(
  schema: FormSchema<Output, Input>,
  defaultValues: DefaultValues<Input>,
  serverFields: Partial<Record<string, FieldTarget<Input>>>,
) {
  const form = useZodForm(schema, { defaultValues });
  const server = useServerErrors(form.setError, serverFields);

  /** A field's registration and its message: `<TextInput {...field("email")} />`. */
  function field(name: Path<Input>, options?: RegisterOptions<Input, Path<Input>>) {
    return { error: form.getFieldState(name, form.formState).error?.message, ...form.register(name, options) };
  }

  /** Clears the last failure, then runs the call; true when it went through, else its failure is reported. */
  async function attempt(call: () => Promise<unknown>, fallback?: string): Promise<boolean> {
    server.clear();
    try {
      await call();
      return true;
    } catch (error) {
      server.report(error, fallback);
      return false;
    }
  }

  /** What a form of the kit takes: the checked submit, the failure to show above the fields, whether it is sending. */
  function formProps(submit: SubmitHandler<Output, Promise<void>>, submitting: boolean) {
    return { onSubmit: form.handleSubmit(submit), failure: server.failure, submitting };
  }

  return { form, server, field, attempt, formProps };
}
