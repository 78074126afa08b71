import XCTest

@testable import Larder

final class RecipeBookTests: XCTestCase {
    func testAddingIngredientsMergesDuplicates() {
        let book = RecipeBook(recipes: Recipe.samples, shopping: [])
        book.addIngredients(of: .sample)
        book.addIngredients(of: .sample)
        XCTAssertEqual(book.shopping.count, Recipe.sample.ingredients.count)
        XCTAssertTrue(book.shopping.allSatisfy { $0.quantity == 2 })
    }

    func testClearCheckedKeepsTheRest() {
        let book = RecipeBook(recipes: [], shopping: ShoppingItem.samples)
        book.clearChecked()
        XCTAssertEqual(book.shopping.map(\.name), ["Cucumber", "Lemon", "Pearl barley"])
    }

    func testCategoriesAreSortedByName() {
        let book = RecipeBook(recipes: Recipe.samples)
        XCTAssertEqual(book.recipes(in: .baking).first?.name, "Brown Butter Oat Cookies")
    }
}
