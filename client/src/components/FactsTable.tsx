/* A record's facts as a two-column table: each label is the header of its row, so a screen reader names the value by it. */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

/** One row: its label and what it shows. */
export type Fact = [label: string, value: ReactNode];

export interface FactsTableProps {
  /** The table's accessible name: "Order". */
  label: string;
  facts: readonly Fact[];
  /** The width of the label column, in pixels. */
  labelWidth?: number;
}

export function FactsTable({ label, facts, labelWidth = 200 }: FactsTableProps) {
  return (
    <Table size="small" aria-label={label}>
      <TableBody>
        {facts.map(([name, value]) => (
          <TableRow key={name}>
            <TableCell component="th" scope="row" sx={{ width: labelWidth, fontWeight: 600 }}>
              {name}
            </TableCell>
            <TableCell>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
