import { Button, Paper, Text, Title } from "@mantine/core";
import { Link } from "react-router-dom";
import { paths } from "../../config/paths.ts";
import classes from "./HomePage.module.css";

/** "Deploy Cluster" when signed in, "Start Your Free Trial" otherwise; both go to /deploy (product-rules §1). */
export function CallToAction({ signedIn }: { signedIn: boolean }) {
  return (
    <Paper component="section" aria-labelledby="home-cta" p={{ base: "lg", sm: 48 }} withBorder className={classes.cta}>
      <Title order={2} id="home-cta">
        Ready to Transform Your Kubernetes Experience?
      </Title>
      <Text c="dimmed" maw={620} mx="auto" my="md">
        Join the developers and DevOps engineers who run their production workloads on KubeCloud.
      </Text>
      <Button component={Link} to={paths.deploy} size="md">
        {signedIn ? "Deploy Cluster" : "Start Your Free Trial"}
      </Button>
    </Paper>
  );
}
