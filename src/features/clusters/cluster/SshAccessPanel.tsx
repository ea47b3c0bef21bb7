import { Anchor, Code, Group, Stack, Text } from "@mantine/core";
import { clusterNodeName, type Cluster } from "@kubecloud/sdk";
import { Link } from "react-router-dom";
import { CopyValueButton } from "../../../components/CopyValueButton.tsx";
import { SectionPanel } from "../../../components/SectionPanel.tsx";
import { paths } from "../../../config/paths.ts";
import classes from "../Clusters.module.css";

/** The guide's section on reaching a VM over Mycelium. */
const sshGuide = `${paths.docs}?doc=kubeconfig#ssh-access-over-mycelium`;

/** One `ssh root@<mycelium ip>` line per VM, ready to copy: the VMs are reached over Mycelium with the cluster's keys. */
export function SshAccessPanel({ cluster }: { cluster: Pick<Cluster, "name" | "project_name" | "nodes"> }) {
  return (
    <SectionPanel titleId="ssh-access-title" title="SSH Access">
      <Text size="sm" c="dimmed">
        Each machine takes the SSH keys chosen when it was deployed, and is reached over Mycelium: start Mycelium on
        your computer first (
        <Anchor component={Link} to={sshGuide} inherit underline="always">
          how to reach your machines
        </Anchor>
        ).
      </Text>
      <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: "none" }}>
        {cluster.nodes.map((node) => {
          const name = clusterNodeName(node, cluster);
          const command = node.mycelium_ip ? `ssh root@${node.mycelium_ip}` : undefined;
          return (
            <Group component="li" key={name} gap="xs" wrap="nowrap" align="center">
              <Text size="sm" fw={500} miw={80}>
                {name}
              </Text>
              {command ? (
                <>
                  <Code className={classes.mono} style={{ flex: 1, minWidth: 0 }}>
                    {command}
                  </Code>
                  <CopyValueButton value={command} what={`the SSH command for ${name}`} />
                </>
              ) : (
                <Text size="sm" c="dimmed">
                  No Mycelium address yet
                </Text>
              )}
            </Group>
          );
        })}
      </Stack>
    </SectionPanel>
  );
}
