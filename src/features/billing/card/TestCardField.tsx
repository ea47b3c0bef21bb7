import { Alert, Radio, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { InfoIcon } from "../../../components/icons.tsx";
import { testCardProvider, type CardProvider } from "./card-provider.ts";
import { testCards } from "./test-cards.ts";

/** Test mode: no payment provider is configured, so the user picks a test card; nothing real is charged. */
export function TestCardField({ onProvider }: { onProvider: (provider: CardProvider | null) => void }) {
  const [token, setToken] = useState<string>(testCards[0].token);
  useEffect(() => onProvider(testCardProvider(token)), [token, onProvider]);
  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light" role="note" icon={<InfoIcon />} title="Test mode">
        Card payments are not set up on this server, so pick a test card. It behaves like a real one, but no real money
        moves.
      </Alert>
      <Radio.Group label="Test card" value={token} onChange={setToken}>
        <Stack gap="xs" mt="xs">
          {testCards.map((card) => (
            <Radio
              key={card.token}
              value={card.token}
              label={card.label}
              description={
                <Text span size="xs" c="dimmed">
                  {card.outcome} ({card.token})
                </Text>
              }
            />
          ))}
        </Stack>
      </Radio.Group>
    </Stack>
  );
}
