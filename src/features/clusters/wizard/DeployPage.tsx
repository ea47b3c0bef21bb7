import { zodResolver } from "@hookform/resolvers/zod";
import { Container, Stack, Stepper } from "@mantine/core";
import type { SshKey } from "@kubecloud/sdk";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Navigate, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { paths } from "../../../config/paths.ts";
import { LoadingPanel } from "../../../components/LoadingPanel.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { RetryPanel } from "../../../components/RetryPanel.tsx";
import { useApi } from "../../../lib/api-context.ts";
import { clusterQueries } from "../../../lib/queries/clusters.ts";
import { sshKeyQueries } from "../../../entities/ssh-keys/queries.ts";
import { useSession } from "../../../lib/session/session-context.ts";
import { usePageMeta } from "../../../lib/use-page-meta.ts";
import { clusterSchema, type ClusterDraft, type ClusterValues } from "../schemas.ts";
import { deploying } from "../tracker.ts";
import { useTracker } from "../tracker-context.ts";
import { TrackerProvider } from "../TrackerProvider.tsx";
import { cloneDraft, readCloneState } from "../clone/clone.ts";
import { generateClusterName, newClusterDraft } from "../vm.ts";
import { DefineStep } from "./DefineStep.tsx";
import { loadDraft, saveDraft } from "./draft.ts";
import { PlaceStep } from "./PlaceStep.tsx";
import { ReviewStep } from "./ReviewStep.tsx";
import { stepFrom, wizardSteps, type WizardStep } from "./steps.ts";
import { useClusterDraft } from "./use-cluster-draft.ts";
import classes from "../Clusters.module.css";

interface WizardProps {
  keys: SshKey[];
  /** Names the new cluster may not take: the user's clusters and deployments in progress. */
  taken: string[];
  userId: number;
}

/** The wizard's form and steps; the step is in the URL (the back button moves between steps). */
function Wizard({ keys, taken, userId }: WizardProps) {
  const [params, setParams] = useSearchParams();
  const step = stepFrom(params.get("step"));
  const location = useLocation();
  const navigate = useNavigate();
  // Read once: the draft then lives in the form (and is saved on every change). A Clone replaces the saved draft.
  const [initial] = useState(() => {
    const clone = readCloneState(location.state);
    if (clone)
      return cloneDraft(
        clone,
        keys.map((key) => key.ID),
        taken,
      );
    return (
      loadDraft(window.sessionStorage, userId) ??
      newClusterDraft(
        generateClusterName(taken),
        keys.map((key) => key.ID),
      )
    );
  });
  // The clone is in the saved draft from now on: dropping the router state keeps a reload from cloning again.
  useEffect(() => {
    if (readCloneState(location.state)) void navigate(`${location.pathname}${location.search}`, { replace: true });
  }, [location, navigate]);
  // A deployment that got no answer may have started: its name showing up in the list must not send the user
  // back to step 1 as "taken" (the review step says what happened).
  const [unanswered, setUnanswered] = useState<string | null>(null);
  const schema = useMemo(() => clusterSchema(taken.filter((name) => name !== unanswered)), [taken, unanswered]);
  const form = useForm<ClusterDraft, unknown, ClusterValues>({
    resolver: zodResolver(schema),
    defaultValues: initial,
    mode: "onTouched",
  });
  useEffect(() => {
    saveDraft(window.sessionStorage, userId, form.getValues());
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => saveDraft(window.sessionStorage, userId, values),
    });
  }, [form, userId]);

  const values = useClusterDraft(form.control);
  const parsed = schema.safeParse(values);
  const placed = values.vms.every((vm) => vm.nodeId !== null);
  const go = (next: WizardStep) => setParams(next === "define" ? {} : { step: next });

  // A step reached without what it needs (a bookmark, a reload after a change) opens the step that needs work.
  if (step !== "define" && !parsed.success) return <Navigate to={paths.deploy} replace />;
  if (step === "review" && !placed) return <Navigate to={`${paths.deploy}?step=place`} replace />;

  const active = wizardSteps.indexOf(step);
  const reachable = (index: number) => index === 0 || (parsed.success && (index === 1 || placed));
  return (
    <FormProvider {...form}>
      <Stack gap="lg">
        <Stepper
          active={active}
          onStepClick={(index) => reachable(index) && go(wizardSteps[index])}
          allowNextStepsSelect={false}
          size="sm"
          classNames={{ stepDescription: classes.stepDescription }}
        >
          <Stepper.Step label="Define" description="Name and VMs" />
          <Stepper.Step label="Place" description="Nodes" />
          <Stepper.Step label="Review" description="Price and deploy" />
        </Stepper>
        {step === "define" && <DefineStep keys={keys} taken={taken} onContinue={() => go("place")} />}
        {step === "place" && <PlaceStep onBack={() => go("define")} onContinue={() => go("review")} />}
        {step === "review" && parsed.success && (
          <ReviewStep
            cluster={parsed.data}
            keys={keys}
            userId={userId}
            onEdit={go}
            unanswered={unanswered}
            onUnanswered={setUnanswered}
          />
        )}
      </Stack>
    </FormProvider>
  );
}

function WizardData() {
  const api = useApi();
  const { user } = useSession();
  const { state } = useTracker();
  const keys = useQuery({ ...sshKeyQueries.list(api), meta: { errorToast: false } });
  const clusters = useQuery({ ...clusterQueries.list(api), meta: { errorToast: false } });
  const inFlight = state.deployments.filter(deploying).map((record) => record.cluster);
  const names = (clusters.data ?? []).map((deployment) => deployment.cluster.name);
  // A stable list while the names stay the same (the form's schema is built from it).
  const takenKey = [...names, ...inFlight].join("\n");
  const taken = useMemo(() => (takenKey ? takenKey.split("\n") : []), [takenKey]);
  if (keys.isPending || clusters.isPending) {
    return <LoadingPanel label="Loading your SSH keys and clusters" />;
  }
  if (keys.isError) {
    return (
      <RetryPanel message="Failed to load SSH keys" retrying={keys.isFetching} onRetry={() => void keys.refetch()} />
    );
  }
  // Without the cluster list the name is still checked by the server (a 409), so the wizard goes on.
  return <Wizard key={user?.ID} keys={keys.data} taken={taken} userId={user?.ID ?? 0} />;
}

/** /deploy: define → place → review → deploy (product-rules §7). */
export function DeployPage() {
  usePageMeta(
    "Deploy a Cluster",
    "Define a Kubernetes cluster, place its VMs on nodes, review its price and deploy it.",
  );
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageHeader
          title="Deploy a Cluster"
          description="Define its VMs, choose where they run, check the price, and deploy."
        />
        <TrackerProvider>
          <WizardData />
        </TrackerProvider>
      </Stack>
    </Container>
  );
}
