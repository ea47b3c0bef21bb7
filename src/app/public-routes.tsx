import { PlaceholderPage } from "./PlaceholderPage.tsx";

// The public pages, mounted with what they need from the app (session state, navigation).
export const FeaturesRoute = () => <PlaceholderPage title="Features" />;
export const UseCasesRoute = () => <PlaceholderPage title="Use cases" />;
export const DocsRoute = () => <PlaceholderPage title="Documentation" />;
export const MaintenanceRoute = () => <PlaceholderPage title="Maintenance" />;
export const PendingRecordsRoute = () => <PlaceholderPage title="Payments" />;
