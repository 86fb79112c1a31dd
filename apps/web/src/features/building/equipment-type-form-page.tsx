import { Container, Stack, Text } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { EquipmentTypeForm } from './equipment-type-form';

/** Where a new equipment type leads (document 3 §2.9), and where Cancel goes with nowhere to go back to. */
export const EQUIPMENT_LIST_PATH = '/bmdashboard/equipment';

/** /bmdashboard/equipment/add (document 3 §2.9): the New equipment type form. */
export function EquipmentTypeFormPage() {
  const navigate = useNavigate();
  const location = useLocation();
  // Opened straight from a link or a bookmark, there is no page of ours to go back to.
  const back = () => void (location.key === 'default' ? navigate(EQUIPMENT_LIST_PATH) : navigate(-1));
  return (
    <Container size="sm" px={0}>
      <Stack gap="lg">
        <PageTitle infoName="newEquipmentType">New equipment type</PageTitle>
        <Text size="sm" c="dimmed">
          A kind of equipment the sites can buy or rent. Its fuel is Diesel unless you choose another.
        </Text>
        <EquipmentTypeForm onAdded={() => void navigate(EQUIPMENT_LIST_PATH)} onCancel={back} />
      </Stack>
    </Container>
  );
}
