import { MESSAGES } from '@goodhours/domain';
import { Button, Container, Title } from '@mantine/core';
import { Link } from 'react-router';

/** Any path the route table does not know. */
export function NotFoundPage() {
  return (
    <Container fluid px={0} py="xl" ta="center">
      <Title order={1}>404</Title>
      <Title order={2} mt="sm">
        {MESSAGES.pageNotFound}
      </Title>
      <Button component={Link} to="/" mt="lg">
        Home
      </Button>
    </Container>
  );
}
