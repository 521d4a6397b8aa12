import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export interface ComplexityPoint {
  name: string;
  complexity: number;
}

/** Bar chart of cyclomatic complexity per function. */
export function ComplexityChart({ data }: { data: ComplexityPoint[] }) {
  if (data.length === 0) {
    return <p className="text-sm text-muted-foreground">No functions to chart.</p>;
  }
  return (
    <div className="h-72 w-full" role="img" aria-label="Cyclomatic complexity per function">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 56, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="name" angle={-30} textAnchor="end" interval={0} fontSize={11} />
          <YAxis allowDecimals={false} fontSize={11} />
          <Tooltip />
          <Bar dataKey="complexity" name="Complexity" fill="var(--color-primary, #6366f1)" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
