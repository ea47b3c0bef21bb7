import { Link } from "react-router-dom";
import ui from "../../components/ui/ui.module.css";
import { paths } from "../../config/paths.ts";
import classes from "./HomePage.module.css";

/** "Deploy Cluster" when signed in, "Start Your Free Trial" otherwise; both go to /deploy (product-rules §1). */
export function CallToAction({ signedIn }: { signedIn: boolean }) {
  return (
    <section aria-labelledby="home-cta" className={`${ui.paper} ${classes.cta}`}>
      <h2 id="home-cta" className={`${ui.title} ${ui.h2}`}>
        Ready to Transform Your Kubernetes Experience?
      </h2>
      <p className={`${ui.text} ${ui.dimmed} ${classes.ctaText}`}>
        Join the developers and DevOps engineers who run their production workloads on KubeCloud.
      </p>
      <Link to={paths.deploy} className={`${ui.button} ${ui.buttonMd} mantine-focus-auto`}>
        {signedIn ? "Deploy Cluster" : "Start Your Free Trial"}
      </Link>
    </section>
  );
}
