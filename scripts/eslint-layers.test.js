import { RuleTester } from "eslint";
import { describe, it } from "vitest";
import layers from "./eslint-layers.js";

RuleTester.describe = describe;
RuleTester.it = it;

const src = "/repo/src";
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: "module" } });
const at = (file, code) => ({ filename: `${src}/${file}`, code, options: [{ srcDir: src }] });
const error = { messageId: "layers" };

tester.run("layers/one-way", layers.rules["one-way"], {
  valid: [
    at("features/nodes/NodesPage.tsx", 'import { x } from "./filters.ts";'),
    at("features/nodes/NodesPage.tsx", 'import { useApi } from "../../lib/api-context.ts";'),
    at("features/nodes/NodesPage.tsx", 'import { Logo } from "../../components/Logo.tsx";'),
    at("features/nodes/NodesPage.tsx", 'import { createKubeCloudClient } from "@kubecloud/sdk";'),
    at("features/nodes/NodesPage.test.tsx", 'import { renderApp } from "../../test/render.tsx";'),
    at("app/routes.tsx", 'const page = () => import("../features/nodes/NodesPage.tsx");'),
    at("lib/session/actions.ts", 'import { queryKeys } from "../query-keys.ts";'),
    at("test/render.tsx", 'import { routes } from "../app/routes.tsx";'),
    at("main.tsx", 'import { AppRoutes } from "./app/AppRoutes.tsx";'),
    at("entry-server.tsx", 'import { AppRoutes } from "./app/AppRoutes.tsx";'),
  ],
  invalid: [
    { ...at("features/nodes/NodesPage.tsx", 'import { x } from "../clusters/queries.ts";'), errors: [error] },
    { ...at("features/nodes/NodesPage.tsx", 'export { x } from "../clusters/queries.ts";'), errors: [error] },
    { ...at("features/nodes/NodesPage.tsx", 'const m = import("../admin/AdminPage.tsx");'), errors: [error] },
    { ...at("features/nodes/NodesPage.tsx", 'import { paths } from "../../app/routes.tsx";'), errors: [error] },
    { ...at("lib/format.ts", 'import { x } from "../features/nodes/filters.ts";'), errors: [error] },
    { ...at("components/Logo.tsx", 'import { x } from "../app/layout/Navbar.tsx";'), errors: [error] },
  ],
});
