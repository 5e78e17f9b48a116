// SPDX-License-Identifier: MIT
/// Pairs rows with columns so that the total cost is minimal (the Hungarian method, O(n²m)):
/// how protocol A contacts are matched with those of the previous frame, as the kernel's
/// `input_mt_assign_slots` and mtdev do, with squared distances as costs.
enum MinimumCostAssignment {
    /// For each row of `costs` (all rows the same length), the column it is paired with; nil for
    /// the rows left over when there are more rows than columns. Costs must be finite.
    static func assign(_ costs: [[Double]]) -> [Int?] {
        let rows = costs.count
        let columns = costs.first?.count ?? 0
        guard rows > 0, columns > 0 else { return Array(repeating: nil, count: rows) }
        guard rows <= columns else {
            // Solve the transposed problem, which has at most as many rows as columns.
            let transposed = (0..<columns).map { column in (0..<rows).map { costs[$0][column] } }
            var result: [Int?] = Array(repeating: nil, count: rows)
            for (column, row) in assign(transposed).enumerated() {
                if let row { result[row] = column }
            }
            return result
        }
        return pairRowsWithColumns(costs, rows: rows, columns: columns)
    }

    /// `assign` where there are no more rows than columns, so every row gets a column.
    private static func pairRowsWithColumns(_ costs: [[Double]], rows: Int, columns: Int) -> [Int?] {
        // Potentials u (rows) and v (columns); rowOfColumn[j] is the row paired with column j.
        // Index 0 is a sentinel column, so rows and columns are counted from 1 below.
        var u = Array(repeating: 0.0, count: rows + 1)
        var v = Array(repeating: 0.0, count: columns + 1)
        var rowOfColumn = Array(repeating: 0, count: columns + 1)
        var way = Array(repeating: 0, count: columns + 1)
        for row in 1...rows {
            rowOfColumn[0] = row
            var column0 = 0
            var minimum = Array(repeating: Double.infinity, count: columns + 1)
            var used = Array(repeating: false, count: columns + 1)
            repeat {
                used[column0] = true
                let row0 = rowOfColumn[column0]
                var delta = Double.infinity
                var column1 = 0
                for column in 1...columns where !used[column] {
                    let reduced = costs[row0 - 1][column - 1] - u[row0] - v[column]
                    if reduced < minimum[column] {
                        minimum[column] = reduced
                        way[column] = column0
                    }
                    if minimum[column] < delta {
                        delta = minimum[column]
                        column1 = column
                    }
                }
                for column in 0...columns {
                    if used[column] {
                        u[rowOfColumn[column]] += delta
                        v[column] -= delta
                    } else {
                        minimum[column] -= delta
                    }
                }
                column0 = column1
            } while rowOfColumn[column0] != 0
            repeat {
                let column1 = way[column0]
                rowOfColumn[column0] = rowOfColumn[column1]
                column0 = column1
            } while column0 != 0
        }

        var result: [Int?] = Array(repeating: nil, count: rows)
        for column in 1...columns where rowOfColumn[column] != 0 {
            result[rowOfColumn[column] - 1] = column - 1
        }
        return result
    }
}
