import { Anchor, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PORTAL_HOME, stockPaths } from './stock-paths';

const LINKS: { label: string; to: string; what: string }[] = [
  { label: 'Materials', to: stockPaths('Materials').list, what: 'Bought, used, wasted and available, per project' },
  { label: 'Consumables', to: stockPaths('Consumables').list, what: 'Nails, gloves, bits: what is left' },
  { label: 'Reusables', to: stockPaths('Reusables').list, what: 'Scaffolding, tarpaulins: what is left' },
  { label: 'Log use', to: stockPaths('Materials').log, what: 'Log the material used and wasted today' },
  { label: 'Tools', to: `${PORTAL_HOME}/tools`, what: 'Each tool, who holds it and its condition' },
  { label: 'Equipment', to: `${PORTAL_HOME}/equipment`, what: 'Machines, owned or rented, and when rentals are due' },
  { label: 'Tool log', to: `${PORTAL_HOME}/tools/log`, what: 'Check tools and equipment out and in today' },
  { label: 'Add tools', to: `${PORTAL_HOME}/tools/add`, what: 'Tools bought or rented, each with its own code' },
  { label: 'Item types', to: `${PORTAL_HOME}/inventory/types`, what: 'The kinds of items the sites use' },
  { label: 'Purchase requests', to: `${PORTAL_HOME}/purchases`, what: 'Requests to buy, and their answers' },
  { label: 'External team', to: `${PORTAL_HOME}/AddTeamMember`, what: 'Builders who are not volunteers' },
];

/** The portal's pages, so every one can be reached from its home. */
export function PortalLinks() {
  return (
    <nav aria-labelledby="portal-pages-heading">
      <Title order={2} size="h4" id="portal-pages-heading" mb="sm">
        Portal pages
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {LINKS.map((link) => (
          <Card withBorder padding="sm" component="li" key={link.to}>
            <Anchor component={Link} to={link.to} fw={600}>
              {link.label}
            </Anchor>
            <Text size="sm" c="dimmed">
              {link.what}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </nav>
  );
}
