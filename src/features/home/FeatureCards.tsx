import type { ReactNode } from "react";
import ui from "../../components/ui/ui.module.css";
import { CloudIcon, PulseIcon, RocketIcon, ShieldLockIcon, SlidersIcon, TeamIcon } from "./feature-icons.tsx";
import classes from "./HomePage.module.css";

const features: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: "Cloud-Native Architecture",
    text: "K3s clusters built for containers and microservices, running on a global grid of independent nodes.",
    icon: <CloudIcon />,
  },
  {
    title: "Enterprise Security",
    text: "Role-based access, SSH-key access to every VM and encrypted networking between the nodes of a cluster.",
    icon: <ShieldLockIcon />,
  },
  {
    title: "Real-time Monitoring",
    text: "Live notifications as clusters deploy, nodes change state and payments settle.",
    icon: <PulseIcon />,
  },
  {
    title: "One-Click Deployments",
    text: "Pick nodes, size the masters and workers, and deploy a ready cluster with its kubeconfig.",
    icon: <RocketIcon />,
  },
  {
    title: "Team Collaboration",
    text: "Share clusters and access across your team with one account and one balance.",
    icon: <TeamIcon />,
  },
  {
    title: "Advanced Configuration",
    text: "Bring your Helm charts and manifests; tune CPU, memory and storage per node.",
    icon: <SlidersIcon />,
  },
];

/** The six feature cards of product-rules §1. */
export function FeatureCards() {
  return (
    <section aria-labelledby="home-features">
      <div className={classes.sectionHead}>
        <h2 id="home-features" className={`${ui.title} ${ui.h2}`}>
          Everything You Need to Succeed
        </h2>
        <p className={`${ui.text} ${ui.dimmed}`}>
          Powerful tools and features designed for modern cloud-native applications.
        </p>
      </div>
      <div className={classes.features}>
        {features.map((feature) => (
          <div key={feature.title} className={`${ui.paper} ${classes.feature}`}>
            <div className={classes.featureIcon}>{feature.icon}</div>
            <h3 className={`${ui.title} ${ui.h4} ${classes.featureTitle}`}>{feature.title}</h3>
            <p className={`${ui.text} ${ui.small} ${ui.dimmed}`}>{feature.text}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
