import { Anchor, Button, Paper, Stack, Text, Title } from "@mantine/core";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { LogoMark } from "../../components/Logo.tsx";
import { paths } from "../../config/paths.ts";
import type { Failure } from "../../lib/failure.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import classes from "./AuthCard.module.css";
import { FormErrorAlert } from "../../components/feedback/FormErrorAlert.tsx";

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** The link under the form ("Don't have an account? Sign up"). */
  footer?: FooterLinkProps;
}

/** The full-screen centred card of the five auth screens (the layout hides navbar and footer there). */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  const titleId = useId();
  // Decided once, as the card mounts: hydrating prerendered HTML (no movement) or rendered by the running app.
  const hydrated = useHydrated();
  const [rises] = useState(hydrated);
  return (
    <div className={classes.screen}>
      <Paper
        component="section"
        aria-labelledby={titleId}
        className={rises ? `${classes.card} ${classes.rises}` : classes.card}
        withBorder
        shadow="xl"
        radius="lg"
        p={{ base: "lg", xs: "xl" }}
      >
        <Stack gap="lg">
          <Link to={paths.home} className={classes.brand} aria-label="KubeCloud home">
            <LogoMark />
            KubeCloud
          </Link>
          <div>
            <Title order={1} id={titleId} fz="h2">
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" mt={4}>
                {subtitle}
              </Text>
            )}
          </div>
          {children}
          {footer && (
            <Stack gap={6} align="center" ta="center">
              <FooterLink {...footer} />
            </Stack>
          )}
        </Stack>
      </Paper>
      <Anchor component={Link} to={paths.home} size="sm">
        Back to Home
      </Anchor>
    </div>
  );
}

interface AuthFormProps {
  /** The form's submit handler, usually react-hook-form's `handleSubmit(submit)`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /**
   * The call's failure, shown above the fields and announced: its message from the spec's catalogue as the title
   * ('Login failed'), the reason under it.
   */
  failure?: Failure | null;
  /** Shown first: what the step is about, or a notice. */
  intro?: ReactNode;
  submitLabel: string;
  submitting: boolean;
  /** Below the submit button (resend, change of email…). */
  extra?: ReactNode;
  children: ReactNode;
}

/**
 * The form of every auth screen: the browser's own validation off (Zod shows the rules next to each
 * field), a form-level failure above the fields, then the fields and one full-width submit button.
 *
 * On prerendered HTML the form shows before the app runs. Until it is hydrated its button is disabled, so the
 * browser cannot submit it by itself: it would send the fields (a password) in the URL of a GET. POST, in case
 * anything else submits it, keeps them out of URLs, history and server logs.
 */
export function AuthForm({ onSubmit, failure, intro, submitLabel, submitting, extra, children }: AuthFormProps) {
  const hydrated = useHydrated();
  return (
    <form method="post" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Stack gap="md">
        {intro}
        {failure && <FormAlert title={failure.title}>{failure.detail}</FormAlert>}
        {children}
        <Button type="submit" fullWidth loading={submitting} disabled={!hydrated}>
          {submitLabel}
        </Button>
        {extra}
      </Stack>
    </form>
  );
}

/** A failure the form shows itself (not a toast), announced to screen readers. */
export function FormAlert({ children, title }: { children: ReactNode; title?: string }) {
  return <FormErrorAlert title={title}>{children}</FormErrorAlert>;
}

interface FooterLinkProps {
  question: string;
  to: string;
  /** The link's text. */
  link: string;
}

/** "Question? Link" under a form. */
function FooterLink({ question, to, link }: FooterLinkProps) {
  return (
    <Text size="sm" c="dimmed">
      {question}{" "}
      <Anchor component={Link} to={to} fw={600}>
        {link}
      </Anchor>
    </Text>
  );
}
