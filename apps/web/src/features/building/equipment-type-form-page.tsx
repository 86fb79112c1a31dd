import { Container, SegmentedControl, Stack, Text } from '@mantine/core';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { EquipmentTypeForm } from './equipment-type-form';
import { ToolUnitsForm } from './tool-type-page';

/** Where a new equipment type leads (document 3 §2.9), and where Cancel goes with nowhere to go back to. */
export const EQUIPMENT_LIST_PATH = '/bmdashboard/equipment';

type View = 'type' | 'units';

/**
 * /bmdashboard/equipment/add (document 3 §2.9): the New equipment type form, and beside it
 * (issue 44) the tool type form for equipment, which adds units with codes to a project. The
 * choice is kept in the address (`?add=units`), so each form can be linked to.
 */
export function EquipmentTypeFormPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const view: View = params.get('add') === 'units' ? 'units' : 'type';
  const choose = (next: string) => {
    const rest = new URLSearchParams(params);
    if (next === 'units') rest.set('add', 'units');
    else rest.delete('add');
    setParams(rest, { replace: true });
  };
  // Opened straight from a link or a bookmark, there is no page of ours to go back to.
  const back = () => void (location.key === 'default' ? navigate(EQUIPMENT_LIST_PATH) : navigate(-1));
  return (
    <Container size={view === 'units' ? 'md' : 'sm'} px={0}>
      <Stack gap="lg">
        <PageTitle infoName={view === 'units' ? 'equipmentAdd' : 'newEquipmentType'}>
          {view === 'units' ? 'Add equipment units' : 'New equipment type'}
        </PageTitle>
        <SegmentedControl
          aria-label="What to add"
          value={view}
          onChange={choose}
          data={[
            { value: 'type', label: 'New equipment type' },
            { value: 'units', label: 'Add equipment units' },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
        {view === 'units' ? (
          <>
            <Text size="sm" c="dimmed">
              Equipment bought or rented for a project: each piece gets its own code, so it can be checked out and in on the daily log.
            </Text>
            <ToolUnitsForm category="Equipments" />
          </>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              A kind of equipment the sites can buy or rent. Its fuel is Diesel unless you choose another.
            </Text>
            <EquipmentTypeForm onAdded={() => void navigate(EQUIPMENT_LIST_PATH)} onCancel={back} />
          </>
        )}
      </Stack>
    </Container>
  );
}
