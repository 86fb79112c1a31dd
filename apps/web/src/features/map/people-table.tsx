import { ActionIcon, Table } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { Tooltip } from '../../components/tooltip';
import { fullName, type MapPerson } from './map-people';

interface Props {
  people: MapPerson[];
  /** Shows the person on the map (flies there). */
  onShow: (person: MapPerson) => void;
}

/**
 * The table view of the map (document 3 §2.8): everyone shown on the map, with their job title and
 * place. It is also the map's accessible alternative; on a phone it scrolls inside its card.
 */
export function PeopleTable({ people, onShow }: Props) {
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table striped verticalSpacing="xs" aria-label="People on the map">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Job title</Table.Th>
            <Table.Th>City</Table.Th>
            <Table.Th>Country</Table.Th>
            <Table.Th>Map</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {people.map((person) => (
            <Table.Tr key={person.id}>
              <Table.Td>{fullName(person)}</Table.Td>
              <Table.Td>{person.jobTitle}</Table.Td>
              <Table.Td>{person.location.city}</Table.Td>
              <Table.Td>{person.location.country}</Table.Td>
              <Table.Td>
                <Tooltip label="Show on the map">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Show ${fullName(person)} on the map`}
                    onClick={() => {
                      onShow(person);
                    }}
                  >
                    <IconMapPin size={18} />
                  </ActionIcon>
                </Tooltip>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
