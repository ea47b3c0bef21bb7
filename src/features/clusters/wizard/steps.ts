// The wizard's steps, in order; the step is in the URL (`?step=place`), the first one without it.

export const wizardSteps = ["define", "place", "review"] as const;
export type WizardStep = (typeof wizardSteps)[number];

/** The step a `?step=` value names; anything else is the first. */
export const stepFrom = (value: string | null): WizardStep => wizardSteps.find((step) => step === value) ?? "define";
