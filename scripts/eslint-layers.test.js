import { RuleTester } from "eslint";
import { describe, expect, it } from "vitest";
import tseslint from "typescript-eslint";
import layers, { layerOf, violation } from "./eslint-layers.js";

RuleTester.describe = describe;
RuleTester.it = it;

const src = "/repo/src";
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: "module" } });
const at = (file, code) => ({ filename: `${src}/${file}`, code, options: [{ srcDir: src }] });
const error = { messageId: "layers" };
const refused = (file, code) => ({ ...at(file, code), errors: [error] });

tester.run("layers/one-way", layers.rules["one-way"], {
  valid: [
    // Within a layer, and a feature's own files.
    at("features/nodes/NodesPage.tsx", 'import { x } from "./filters.ts";'),
    at("entities/ssh-keys/SshKeyForm.tsx", 'import { sshKeyQueries } from "./queries.ts";'),
    at("components/PageHeader.tsx", 'import { Logo } from "./Logo.tsx";'),
    at("lib/session/actions.ts", 'import { queryKeys } from "../query-keys.ts";'),
    at("config/texts.ts", 'import { paths } from "./paths.ts";'),
    // app → everything below it.
    at("app/routes.tsx", 'const page = () => import("../features/nodes/NodesPage.tsx");'),
    at("app/layout/Navbar.tsx", 'import { x } from "../../entities/ssh-keys/queries.ts";'),
    at("app/layout/Navbar.tsx", 'import { Logo } from "../../components/Logo.tsx";'),
    at("app/providers.tsx", 'import { theme } from "../theme.ts";'),
    // features → entities, components, lib, config, the SDK.
    at("features/ssh-keys/SshKeysSection.tsx", 'import { SshKeyForm } from "../../entities/ssh-keys/SshKeyForm.tsx";'),
    at("features/nodes/NodesPage.tsx", 'import { Logo } from "../../components/Logo.tsx";'),
    at("features/nodes/NodesPage.tsx", 'import { useApi } from "../../lib/api-context.ts";'),
    at("features/nodes/NodesPage.tsx", 'import { paths } from "../../config/paths.ts";'),
    at("features/nodes/NodesPage.tsx", 'import { createKubeCloudClient } from "@kubecloud/sdk";'),
    // entities → components, lib, config.
    at("entities/pending-records/PendingRecords.tsx", 'import { RetryPanel } from "../../components/RetryPanel.tsx";'),
    at("entities/pending-records/PendingRecords.tsx", 'import { x } from "../../lib/queries/account.ts";'),
    at("entities/ssh-keys/use-paste-key.ts", 'import { texts } from "../../config/texts.ts";'),
    // components → lib, config (theme.ts and vite-env.d.ts count as config).
    at("components/feedback/toasts.tsx", 'import { errorText } from "../../lib/error-text.ts";'),
    at("components/feedback/toasts.tsx", 'import { settings } from "../../config/settings.ts";'),
    at("components/globe/Globe.tsx", 'import { theme } from "../../theme.ts";'),
    // lib → config.
    at("lib/describe-event.ts", 'import { paths } from "../config/paths.ts";'),
    at("lib/format.ts", 'import { theme } from "../theme.ts";'),
    // The harness and the entry points import anything; anything imports the harness.
    at("features/nodes/NodesPage.test.tsx", 'import { renderApp } from "../../test/render.tsx";'),
    at("lib/format.test.ts", 'import { renderApp } from "../test/render.tsx";'),
    at("test/render.tsx", 'import { routes } from "../app/routes.tsx";'),
    at("main.tsx", 'import { AppRoutes } from "./app/AppRoutes.tsx";'),
    at("entry-server.tsx", 'import { AppRoutes } from "./app/AppRoutes.tsx";'),
  ],
  invalid: [
    // A feature never imports another feature or the app.
    refused("features/nodes/NodesPage.tsx", 'import { x } from "../clusters/queries.ts";'),
    refused("features/nodes/NodesPage.tsx", 'export { x } from "../clusters/queries.ts";'),
    refused("features/nodes/NodesPage.tsx", 'const m = import("../admin/AdminPage.tsx");'),
    refused("features/nodes/NodesPage.tsx", 'import { paths } from "../../app/routes.tsx";'),
    // An entity never imports another entity, a feature or the app.
    refused("entities/ssh-keys/SshKeyForm.tsx", 'import { x } from "../pending-records/PendingRecords.tsx";'),
    refused("entities/ssh-keys/SshKeyForm.tsx", 'import { x } from "../../features/ssh-keys/SshKeyList.tsx";'),
    refused("entities/ssh-keys/SshKeyForm.tsx", 'import { x } from "../../app/routes.tsx";'),
    // Components never import entities, features or the app.
    refused("components/PageHeader.tsx", 'import { x } from "../entities/ssh-keys/queries.ts";'),
    refused("components/PageHeader.tsx", 'import { x } from "../features/nodes/filters.ts";'),
    refused("components/Logo.tsx", 'import { x } from "../app/layout/Navbar.tsx";'),
    // lib never imports components, entities, features or the app.
    {
      // Type-only imports count too (the TypeScript parser, as in eslint.config.js).
      ...refused("lib/describe-event.ts", 'import type { X } from "../components/feedback/toasts.tsx";'),
      languageOptions: { parser: tseslint.parser },
    },
    refused("lib/format.ts", 'import { x } from "../entities/pending-records/pending-record-format.ts";'),
    refused("lib/format.ts", 'import { x } from "../features/nodes/filters.ts";'),
    refused("lib/format.ts", 'import { x } from "../app/routes.tsx";'),
    // config (with theme.ts) imports none of them.
    refused("config/texts.ts", 'import { x } from "../lib/format.ts";'),
    refused("config/texts.ts", 'import { x } from "../components/Logo.tsx";'),
    refused("config/texts.ts", 'import { x } from "../entities/ssh-keys/queries.ts";'),
    refused("config/paths.ts", 'import { x } from "../features/nodes/filters.ts";'),
    refused("theme.ts", 'import { x } from "./lib/format.ts";'),
    // No layer imports the entry points, and a folder outside the layers is refused.
    refused("app/AppRoutes.tsx", 'import { x } from "../main.tsx";'),
    refused("features/nodes/NodesPage.tsx", 'import { x } from "../../utils/x.ts";'),
  ],
});

describe("layerOf", () => {
  it("names each layer, with the slice of features and entities", () => {
    const of = (file) => layerOf(`${src}/${file}`, src);
    expect(of("features/nodes/NodesPage.tsx")).toBe("features/nodes");
    expect(of("entities/ssh-keys/queries.ts")).toBe("entities/ssh-keys");
    expect(of("components/table/StackedTable.module.css")).toBe("components");
    expect(of("lib/session/actions.ts")).toBe("lib");
    expect(of("theme.ts")).toBe("config");
    expect(of("vite-env.d.ts")).toBe("config");
    expect(of("casing.test.ts")).toBe("test");
    expect(of("main.tsx")).toBe("entry");
    expect(of("utils/x.ts")).toBe("unknown:utils");
    expect(layerOf("/repo/scripts/x.js", src)).toBeUndefined();
  });

  it("says which way the layers run when a lower one reaches up", () => {
    expect(violation("components", "entities/ssh-keys")).toBe(
      "components never imports entities/ssh-keys (layers run app → features → entities → components → lib → config): " +
        "components are UI that knows no API and no feature: take the data as props, or move the component to src/entities",
    );
  });
});
