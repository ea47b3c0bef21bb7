import { Anchor, Stack } from "@mantine/core";
import { Link } from "react-router-dom";
import { SectionHeader } from "../../components/SectionHeader.tsx";
import { paths } from "../../config/paths.ts";
import { ActivityLog } from "./ActivityLog.tsx";

/** The dashboard's Activity section: the same log as /activity, its filters beside `?section=activity`. */
export function ActivitySection() {
  return (
    <Stack>
      <SectionHeader
        title="Activity"
        description={
          <>
            What happened on your account, newest first (also on its own{" "}
            <Anchor component={Link} to={paths.activity} underline="always">
              activity page
            </Anchor>
            ).
          </>
        }
      />
      <ActivityLog />
    </Stack>
  );
}
